import math

import torch
from torch.optim.lr_scheduler import LambdaLR


class LMOrderedIterator:
    """Splits one token stream into `bsz` parallel streams and walks them in `tgt_len` segments."""

    def __init__(self, ids, bsz, tgt_len):
        n = (len(ids) - 1) // bsz
        data = torch.tensor(ids[: n * bsz + 1])
        self.inputs = data[:-1].view(bsz, n)
        self.targets = data[1:].view(bsz, n)
        self.tgt_len = tgt_len

    def __iter__(self):
        for i in range(0, self.inputs.size(1) - self.tgt_len + 1, self.tgt_len):
            yield self.inputs[:, i:i + self.tgt_len], self.targets[:, i:i + self.tgt_len]

    def __len__(self):
        return self.inputs.size(1) // self.tgt_len


class XLTrainer:
    def __init__(self, model, train_iter, valid_iter, lr=2.5e-3, warmup=20, clip=0.25, epochs=3):
        self.model, self.train_iter, self.valid_iter = model, train_iter, valid_iter
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        total = epochs * len(train_iter)
        self.scheduler = LambdaLR(self.optimizer, lambda s: min((s + 1) / warmup,
                                                                0.5 * (1 + math.cos(math.pi * s / total))))
        self.clip, self.epochs = clip, epochs

    def train_epoch(self, epoch):
        self.model.train()
        mems = None
        total = 0.0
        for batch, (data, target) in enumerate(self.train_iter):
            self.model.zero_grad()
            outputs = self.model(data, labels=target, mems=mems)
            mems = outputs.mems
            outputs.loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            self.scheduler.step()
            total += outputs.loss.item()
        return total / len(self.train_iter)

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        mems, nll, n = None, 0.0, 0
        for data, target in self.valid_iter:
            out = self.model(data, labels=target, mems=mems)
            mems = out.mems
            nll += out.loss.item() * target.numel()
            n += target.numel()
        return nll / n

    def train(self):
        for epoch in range(self.epochs):
            loss = self.train_epoch(epoch)
            val = self.evaluate()
            print(f"epoch {epoch} train ppl {math.exp(loss):.2f} valid ppl {math.exp(val):.2f}")
