import torch.nn.functional as F

from .core import LoopBase


class BagOfWordsLoop(LoopBase):
    def run_epoch(self, batches):
        self.net.train()
        self.opt.zero_grad(set_to_none=True)
        running, count = 0.0, 0
        for i, (tokens, offsets, labels) in enumerate(batches):
            logits = self.net(tokens, offsets)
            xent = F.cross_entropy(logits, labels)
            self.scale(xent).backward()
            self.maybe_update(i, last=(i == len(batches) - 1))
            running += xent.item()
            count += 1
        return running / count
