import torch.nn.functional as F

from .cam import erase_mask
from .surgery import renorm_heads


class ComplementaryEngine:
    def __init__(self, model, cfg, board):
        self.model, self.cfg, self.board = model, cfg, board

    def event(self, name, *args):
        return getattr(self, "on_" + name)(*args)

    def on_batch(self, x, y):
        m = self.model
        logits_a, cam_a = m(x, "primary")
        keep = erase_mask(cam_a, y, self.cfg["erase_thr"])
        logits_b, _ = m(x, "complement", keep=keep)
        loss = F.cross_entropy(logits_a, y) + F.cross_entropy(logits_b, y)
        m.opt.zero_grad()
        loss.backward()
        m.opt.step()
        self.event("after_step")
        self.board.append(("loss", loss.item()))
        return loss.item()

    def on_after_step(self):
        renorm_heads(self.model, self.cfg["max_norm"])
