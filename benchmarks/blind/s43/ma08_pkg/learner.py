import torch
import torch.nn.functional as F

from .priors import init_prior_bias


class ContinualLearner:
    def __init__(self, net, cfg):
        self.net = net
        self.cfg = cfg
        self.opt = None
        self.gen = torch.Generator().manual_seed(cfg.seed + 7)

    def begin_district(self, district, n_grades, y):
        head = self.net.add_head(district, n_grades)
        init_prior_bias(head, y, n_grades)
        self.opt = torch.optim.Adam(self.net.parameters(), lr=self.cfg.lr)

    def fit(self, district, x, y):
        for _ in range(self.cfg.epochs):
            order = torch.randperm(len(y), generator=self.gen)
            for i in range(0, len(y), self.cfg.batch):
                idx = order[i:i + self.cfg.batch]
                self.update(district, x[idx], y[idx])
        self.end_district(district, x, y)

    def update(self, district, x, y):
        raise NotImplementedError

    def end_district(self, district, x, y):
        pass

    @torch.no_grad()
    def balanced_accuracy(self, district, x, y):
        pred = self.net(x, district).argmax(1)
        per_grade = [(pred[y == g] == g).float().mean() for g in y.unique()]
        return torch.stack(per_grade).mean().item()


class ReplayLearner(ContinualLearner):
    """Experience replay over the earlier districts' covers (each through its own head)."""

    def __init__(self, net, cfg):
        super().__init__(net, cfg)
        self.archive = []

    def end_district(self, district, x, y):
        keep = torch.randperm(len(y), generator=self.gen)[: self.cfg.archive_per_district]
        self.archive.append((district, x[keep], y[keep]))

    def update(self, district, x, y):
        self.opt.zero_grad()
        loss = F.cross_entropy(self.net(x, district), y)
        for old, ox, oy in self.archive:
            loss = loss + self.cfg.replay_weight * F.cross_entropy(self.net(ox, old), oy)
        loss.backward()
        self.opt.step()
        return loss.item()
