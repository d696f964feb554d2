import torch.nn.functional as F

from sumo_kimarite.consensus import mimicry, peer_consensus


class MutualLearner:
    """Each peer learns from the labels and from the consensus of the other peers."""

    def __init__(self, peers, optimizers, temperature=2.0, mimic_weight=1.0):
        self.peers = peers
        self.optimizers = optimizers
        self.temperature = temperature
        self.mimic_weight = mimic_weight

    def train(self):
        for net in self.peers.values():
            net.train()

    def step(self, x, y):
        logits = {name: net(x) for name, net in self.peers.items()}
        report = {}
        for name in self.peers:
            target = peer_consensus(logits, exclude=name, temperature=self.temperature)
            loss = F.cross_entropy(logits[name], y)
            loss = loss + self.mimic_weight * mimicry(logits[name], target, self.temperature)
            optimizer = self.optimizers[name]
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            report[name] = loss.item()
        return report
