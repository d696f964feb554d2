"""ZooMS parchment species identification (calf / sheep / goat) with a Bayes-by-backprop net."""
