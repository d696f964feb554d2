import torch

from .signers import minibatches


class ContinualLearner:
    """Owns the network and its optimiser; subclasses implement `observe`."""

    def __init__(self, net, opt, memory, cfg):
        self.net = net
        self.opt = opt
        self.memory = memory
        self.cfg = cfg
        self.param_sources = [self.net.parameters]
        self.gen = torch.Generator().manual_seed(cfg.seed)
        self.history = []

    def params(self):
        for source in self.param_sources:
            yield from source()

    def fit_task(self, task_id, train):
        self.net.train()
        x, y = train
        for _ in range(self.cfg.epochs):
            for xb, yb in minibatches(x, y, self.cfg.batch_size, self.gen):
                self.history.append(self.observe(xb, yb, task_id))
        self.on_task_end(task_id, train)

    def observe(self, x, y, task_id):
        raise NotImplementedError

    def on_task_end(self, task_id, train):
        self.memory.store(*train)

    @torch.no_grad()
    def accuracy(self, data):
        self.net.eval()
        x, y = data
        acc = (self.net(x).argmax(dim=1) == y).float().mean().item()
        self.net.train()
        return acc
