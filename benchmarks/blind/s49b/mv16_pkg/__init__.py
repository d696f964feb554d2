"""Model-rocketry launch log: which hobby motor flies well in which airframe (bipartite GNN link prediction)."""
