import torch


class EmbeddingFGM:
    """Fast gradient perturbation of the token embeddings (adversarial training for text)."""

    def __init__(self, epsilon=1.0):
        self.epsilon = epsilon

    def perturbation(self, emb):
        grad = emb.grad
        norm = torch.linalg.vector_norm(grad, dim=-1, keepdim=True)
        return self.epsilon * grad / (norm + 1e-8)
