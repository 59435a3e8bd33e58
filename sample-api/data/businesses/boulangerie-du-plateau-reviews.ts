import { reviewsFrom, type ReviewRow } from '../helpers';

/**
 * 48 reviews, the one long list in the data: enough for three pages at the default limit of 20.
 * Customers wrote in French or English and are served as written. Ratings cover 0 to 5 in half
 * steps, so averages and star rendering meet every case.
 */
const rows: readonly ReviewRow[] = [
  ['Geneviève Tremblay', 5, 'Le meilleur levain du Plateau', 'La miche de campagne est parfaite : croûte foncée, mie souple, et elle se garde toute la semaine.', '2025-10-26T15:12:00Z'],
  ['Marcus Chen', 4.5, 'Worth the line', 'Got there at 8:30 on a Saturday and waited ten minutes. The chocolatine was worth every one of them.', '2025-10-19T13:40:00Z'],
  ['Sophie Gagnon', 4, 'Très bon, un peu cher', 'Excellent pain, mais 7,50 $ la miche, ça commence à faire mal au portefeuille.', '2025-10-11T16:05:00Z'],
  ['Olivier Bouchard', 5, 'Croissants incroyables', 'Feuilletés, beurrés juste assez. On se croirait à Paris, en mieux.', '2025-10-03T11:22:00Z'],
  ['Priya Raman', 3.5, 'Good bread, slow service', 'The baguette is excellent but the Mile End counter was understaffed on a weekday morning.', '2025-09-28T09:47:00Z'],
  ['Jean-François Lavoie', 5, 'Atelier génial', "J'ai suivi l'atelier levain avec ma fille. Nous avons enfin un levain qui fonctionne à la maison!", '2025-09-21T19:30:00Z'],
  ['Emily Walsh', 2, 'Ran out of everything', 'Arrived at 1 p.m. on a Sunday: no croissants, no baguettes, one sad rye loaf left. Plan ahead.', '2025-09-14T17:02:00Z'],
  ['Mathieu Côté', 4.5, 'Le seigle-carvi!', "Ce pain de seigle au carvi est une merveille avec du saumon fumé. Dommage qu'il ne soit pas là tous les jours.", '2025-09-07T14:18:00Z'],
  ['Amélie Roy', 5, 'Service chaleureux', "L'équipe de Verdun connaît le nom de mes enfants. C'est ça, une boulangerie de quartier.", '2025-08-30T10:55:00Z'],
  ['Daniel Okafor', 4, 'Solid neighbourhood bakery', 'Consistent quality, friendly staff. Coffee is fine, the bread is the reason to come.', '2025-08-22T12:40:00Z'],
  ['Isabelle Fortin', 1.5, 'Commande oubliée', "Ma commande de douze baguettes pour une fête n'était pas prête. On m'a remboursée, mais la soirée était compliquée.", '2025-08-15T18:20:00Z'],
  ['Chloé Bergeron', 5, 'Danoise à l’érable', "Je fais un détour chaque vendredi pour la danoise à l'érable. Aucun regret.", '2025-08-08T13:03:00Z'],
  ['Ryan MacDonald', 3, 'Decent, overhyped', 'Good bread, but not life-changing. The reviews set my expectations too high.', '2025-07-31T15:44:00Z'],
  ['Nathalie Pelletier', 4.5, 'Pain d’épeautre', "Enfin un pain d'épeautre qui ne s'effrite pas. Mon estomac dit merci.", '2025-07-24T09:10:00Z'],
  ['Lucas Morin', 5, 'Toujours parfait', 'Client depuis 2012, jamais déçu. Les prix ont monté, la qualité aussi.', '2025-07-17T08:35:00Z'],
  ['Hannah Goldberg', 4, 'Great rye', 'The rye and caraway reminds me of my grandmother’s. Crust could be a touch darker.', '2025-07-09T16:27:00Z'],
  ['Félix Girard', 0.5, 'Mauvaise expérience', "Un employé a été franchement impoli quand j'ai demandé si le pain contenait des noix. Je ne reviendrai pas.", '2025-07-02T12:00:00Z'],
  ['Camille Lefebvre', 5, 'Bûche des Fêtes', "La bûche chocolat-noisette a fait l'unanimité à Noël. Déjà réservée pour cette année.", '2025-06-25T20:14:00Z'],
  ['Thomas Nguyen', 4.5, 'Best croissant in the city', "I've tried most bakeries on the Plateau and Mile End. This croissant wins.", '2025-06-18T10:31:00Z'],
  ['Julie Paquette', 3.5, 'Bon mais bruyant', "Le pain est délicieux, mais la boutique du Mile End est très bruyante pour s'y asseoir.", '2025-06-11T14:49:00Z'],
  ['Samuel Dubé', 5, 'Baguette exemplaire', 'Croûte qui chante, mie alvéolée. Une vraie baguette de tradition.', '2025-06-04T07:58:00Z'],
  ['Fatima Benali', 4, 'Très bonne adresse', "Bons produits, bon accueil. J'aimerais plus d'options sans produits laitiers.", '2025-05-28T11:36:00Z'],
  ['Kevin O’Brien', 2.5, 'Inconsistent', 'Some days the sourdough is perfect, other days it is underbaked. Happened twice this month.', '2025-05-21T17:25:00Z'],
  ['Élise Thibault', 5, 'Merci Gaston', 'Le levain Gaston vit maintenant dans mon frigo depuis un an. Meilleur souvenir d’atelier.', '2025-05-14T19:08:00Z'],
  ['Andrew Kim', 4.5, 'Lovely staff', 'They let my kid pick the “crustiest” baguette from the rack. Small thing, big smile.', '2025-05-07T09:52:00Z'],
  ['Véronique Cloutier', 4, 'Pour emporter seulement', 'Dommage de ne pas pouvoir s’asseoir à Saint-Denis, mais le pain compense.', '2025-04-30T13:16:00Z'],
  ['Benoît Caron', 1, 'Trop cher', 'Près de 4 $ pour un croissant. Bon, mais pas à ce prix-là.', '2025-04-23T15:41:00Z'],
  ['Sarah Levine', 5, 'A Montréal must', 'Every visitor I host gets taken here. Never fails.', '2025-04-16T10:03:00Z'],
  ['Martin Lachance', 3, 'Correct', 'Pain correct, attente longue le samedi. Rien de renversant.', '2025-04-09T12:29:00Z'],
  ['Gabrielle Simard', 5, 'Tourtière!', 'La tourtière des Fêtes est meilleure que celle de ma belle-mère. Ne lui dites pas.', '2025-04-02T18:45:00Z'],
  ['James Patterson', 4, 'Good catering', 'Ordered breakfast for 30 at the office. On time, well packed, everything gone by 9:30.', '2025-03-26T08:22:00Z'],
  ['Annie Beaulieu', 4.5, 'Délicieux', 'La chocolatine est croustillante même en fin de journée. Un exploit.', '2025-03-19T16:11:00Z'],
  ['Pierre-Luc Gauthier', 0, 'Intoxication?', "J'ai été malade après un sandwich. Peut-être une coïncidence, mais je préfère prévenir.", '2025-03-12T21:30:00Z'],
  ['Laura Rossi', 5, 'Heaven', 'The smell on rue Saint-Denis at 7 a.m. should be a protected heritage site.', '2025-03-05T07:40:00Z'],
  ['Dominique Poirier', 4, 'Fidèle cliente', 'Toujours constant, même quand le chef boulanger est en vacances.', '2025-02-26T14:57:00Z'],
  ['Ahmed Haddad', 3.5, 'Good but pricey', 'Great texture and flavour. I buy here on weekends and the supermarket on weekdays.', '2025-02-19T11:14:00Z'],
  ['Marie-Ève Landry', 5, 'Service impeccable', 'On a gardé ma commande une heure de plus sans rechigner. Merci!', '2025-02-12T17:48:00Z'],
  ['Connor Murphy', 2, 'Coffee disappointing', 'Bread is great, coffee was lukewarm and bitter. Stick to the bakery side.', '2025-02-05T09:06:00Z'],
  ['Stéphanie Ouellet', 4.5, 'Nouvelle succursale', 'La boutique de Verdun est une belle addition au quartier. Même qualité qu’au Plateau.', '2025-01-29T13:33:00Z'],
  ['Noah Friedman', 5, 'Perfect sourdough', 'Open crumb, tangy without being sour. What sourdough should be.', '2025-01-22T10:19:00Z'],
  ['Catherine Hébert', 4, 'Très bon pain de seigle', 'Parfait avec les fromages d’ici. J’en prends deux à la fois et j’en congèle un.', '2025-01-15T15:02:00Z'],
  ['Alexandre Dion', 5, 'Meilleure boulangerie de Montréal', 'Je ne vois pas qui pourrait battre ça. Bravo à toute l’équipe.', '2025-01-08T12:47:00Z'],
  ['Megan Clarke', 3, 'Fine', 'Nice croissant, nothing special about the danish. Service was quick.', '2024-12-30T16:24:00Z'],
  ['Yannick Bélanger', 4.5, 'Bûche érable-pacanes', "Pas trop sucrée, pacanes bien grillées. Le meilleur dessert du réveillon.", '2024-12-23T19:55:00Z'],
  ['Olga Petrova', 5, 'Like home', 'The rye bread tastes like the one from my childhood bakery in Kyiv. Thank you.', '2024-12-16T11:38:00Z'],
  ['Louis-Philippe Roy', 2.5, 'Moyen ce jour-là', 'Baguette trop pâle et mie collante. Sûrement une mauvaise fournée, je redonnerai une chance.', '2024-12-09T08:50:00Z'],
  ['Zoe Anderson', 4, 'Cozy spot', 'Mile End shop is small but cozy. Good place to read with a croissant.', '2024-12-02T14:12:00Z'],
  ['François Leclerc', 5, 'Une institution', 'Le Plateau ne serait pas le même sans cette boulangerie. Longue vie!', '2024-11-25T10:00:00Z'],
];

/** Newest first, the order the API serves them in. */
export const boulangerieReviews = reviewsFrom(rows);
