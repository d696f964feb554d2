import torch

from .registry import HOOKS, LOSSES, OPTIMIZERS, build_from_cfg
from .stitch_stream import chunks


def rank_auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    pos = labels > 0
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


class Runner:
    def __init__(self, model, cfg):
        self.model = model
        self.optimizer = build_from_cfg(cfg["optimizer"], OPTIMIZERS, params=model.parameters())
        self.hooks = [build_from_cfg(h, HOOKS) for h in cfg["hooks"]]
        self.max_epochs = cfg["max_epochs"]
        self.epoch = 0

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def train(self, loader):
        self.model.train()
        self.call_hook("before_train_epoch")
        for batch in loader:
            self.outputs = self.train_step(batch)
            self.call_hook("after_train_iter")
        self.call_hook("after_train_epoch")


class StreamRunner(Runner):
    def __init__(self, model, cfg, train_stream, val_stream):
        super().__init__(model, cfg)
        self.criterion = build_from_cfg(cfg["loss"], LOSSES)
        self.train_stream, self.val_stream = train_stream, val_stream
        self.chunk_len = cfg["chunk_len"]
        self.hidden = None

    def train_step(self, batch):
        x, y = batch
        logits, self.hidden = self.model(x, self.hidden)
        return {"loss": self.criterion(logits, y)}

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        logits, _ = self.model(self.val_stream[0])
        return rank_auc(logits.flatten(), self.val_stream[1].flatten())

    def run(self):
        for self.epoch in range(self.max_epochs):
            self.train(chunks(*self.train_stream, self.chunk_len))
