import numpy as np
import torch


class EpsilonGreedy:
    def __init__(self, net, n_articles, eps_start=0.3, eps_end=0.02, decay=0.995, seed=0):
        self.net = net
        self.n_articles = n_articles
        self.eps, self.eps_end, self.decay = eps_start, eps_end, decay
        self.rng = np.random.default_rng(seed)

    def scores(self, context):
        x = torch.as_tensor(context).unsqueeze(0)
        return torch.sigmoid(self.net(x)).squeeze(0)

    def select(self, context):
        explore = self.rng.random() < self.eps
        self.eps = max(self.eps_end, self.eps * self.decay)
        if explore:
            return int(self.rng.integers(self.n_articles))
        return int(np.argmax(self.scores(context).numpy()))
