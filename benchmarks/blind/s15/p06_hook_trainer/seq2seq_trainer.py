import torch
import torch.nn.functional as F

from base import HookedTrainer
from data import PAD


class Seq2SeqTrainer(HookedTrainer):
    def __init__(self, model, opt, clip=1.0, **kw):
        super().__init__(model, opt, **kw)
        self.clip = clip

    def on_epoch_start(self, epoch):
        super().on_epoch_start(epoch)
        self.opt.zero_grad()
        print(f"epoch {epoch}")

    def fit_batch(self, batch):
        src, tgt = batch
        logits = self.model(src, tgt[:, :-1])
        nll = F.cross_entropy(logits.reshape(-1, logits.size(-1)), tgt[:, 1:].reshape(-1),
                              ignore_index=PAD)
        nll.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.opt.step()
        return nll.item()

    def on_epoch_end(self, epoch):
        tail = self.history[-5:]
        print(f"  mean of last {len(tail)}: {sum(tail) / len(tail):.4f}")
