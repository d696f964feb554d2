from collections import defaultdict

from data import jitter, scale, sensor_windows


class ContrastiveTrainer:
    def __init__(self, net, criterion, opt, **data_kw):
        self.net, self.criterion, self.opt = net, criterion, opt
        self.data_kw = data_kw

    def train_one_epoch(self, epoch):
        stats, n = defaultdict(float), 0
        for x in sensor_windows(seed=epoch, **self.data_kw):
            za, zb = self.net(jitter(x)), self.net(scale(x))
            parts = self.criterion(za, zb)
            self.opt.zero_grad()
            parts["total"].backward()
            self.opt.step()
            for k, v in parts.items():
                stats[k] += v
            n += 1
        return {k: float(v) / n for k, v in stats.items()}
