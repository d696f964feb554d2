"""Pool-based active learning: the labelled set grows, the head is cold-started every round."""
import torch

from .loop import fit, accuracy, margin_scores
from .model import new_head


class ActiveLearner:
    def __init__(self, net, opt, pool_x, pool_y, n_seed=30, seed=0):
        self.net, self.opt = net, opt
        self.pool_x, self.pool_y = pool_x, pool_y
        g = torch.Generator().manual_seed(seed)
        order = torch.randperm(len(pool_y), generator=g)
        self.labelled = order[:n_seed].tolist()
        self.unlabelled = order[n_seed:].tolist()

    def begin_round(self):
        # keep the backbone's features, but start the classifier from scratch so
        # that it is not biased towards the genera queried in earlier rounds
        self.net.head = new_head(self.net.width, self.net.n_classes)

    def train_round(self, epochs):
        idx = torch.tensor(self.labelled)
        return fit(self.net, self.opt, self.pool_x[idx], self.pool_y[idx], epochs=epochs)

    def query(self, budget):
        cand = torch.tensor(self.unlabelled)
        scores = margin_scores(self.net, self.pool_x[cand])
        chosen = set(cand[scores.topk(budget).indices].tolist())
        self.labelled += sorted(chosen)
        self.unlabelled = [i for i in self.unlabelled if i not in chosen]
        return len(chosen)

    def evaluate(self, x, y):
        return accuracy(self.net, x, y)
