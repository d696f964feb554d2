import torch


class PrototypeBank:
    def __init__(self, encoder):
        self.encoder = encoder
        self.centres = None

    def refresh(self, support, labels, ways):
        embedded = self.encoder(support)
        sums = torch.zeros(ways, embedded.size(1)).index_add(0, labels, embedded)
        counts = torch.bincount(labels, minlength=ways).clamp(min=1).unsqueeze(1)
        self.centres = sums / counts

    def logits(self, queries):
        embedded = self.encoder(queries)
        return -torch.cdist(embedded, self.centres).pow(2)
