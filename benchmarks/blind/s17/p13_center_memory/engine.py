import torch.nn.functional as F


class Engine:
    def __init__(self, model, centre_term, optimizer, weight=0.5):
        self.model = model
        self.centre_term = centre_term
        self.optimizer = optimizer
        self.weight = weight

    def update(self, x, y):
        def closure():
            self.optimizer.zero_grad()
            emb, logits = self.model(x)
            value = F.cross_entropy(logits, y) + self.weight * self.centre_term(emb, y)
            value.backward()
            return value

        return self.optimizer.step(closure).item()
