import torch
from torch import nn

from .events import EventModule
from .objectives import OBJECTIVES


class FootstepMAE(EventModule):
    def __init__(self, cfg, sink):
        super().__init__()
        self.cfg = cfg
        b, w = cfg["bands"], cfg["width"]
        self.encoder = nn.GRU(b, w, batch_first=True)
        self.head = nn.Linear(w, b)
        self.mode = "pretrain"
        self.objective = OBJECTIVES["masked_mse"]
        self.opt = torch.optim.Adam(self.parameters(), lr=cfg["lr"])
        self.sink = sink

    def features(self, spec):
        seq, last = self.encoder(spec.transpose(1, 2))
        return seq, last[-1]

    def on_batch(self, payload):
        spec, labels, gen = payload
        if self.mode == "pretrain":
            hidden = torch.rand(spec.shape[0], spec.shape[2], generator=gen) < self.cfg["mask_ratio"]
            seq, _ = self.features(spec * (~hidden).unsqueeze(1))
            loss = self.objective(self.head(seq).transpose(1, 2), spec, hidden)
        else:
            _, summary = self.features(spec)
            loss = self.objective(self.head(summary), labels)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.sink.add(self.mode, loss)
        return loss.item()

    @torch.no_grad()
    def on_validation(self, payload):
        spec, labels = payload
        return (self.head(self.features(spec)[1]).argmax(1) == labels).float().mean().item()
