"""Ski-wax glide model: 100 m glide-test times from wax choice and snow conditions. Sparse wax
embeddings trained by SGD, the dense network by Adam (two optimizers over one model)."""
