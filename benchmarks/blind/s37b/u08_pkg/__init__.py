"""Two-tower retrieval model with in-batch softmax and recall@k evaluation."""
