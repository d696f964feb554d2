"""Learning to rank search results, optimising NDCG@10 directly."""
