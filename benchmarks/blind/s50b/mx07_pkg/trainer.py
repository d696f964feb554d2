import torch

from .objectives import TASK_WEIGHTS, task_losses
from .prompts import SegmentPrompt


class Finetuner:
    def __init__(self, encoder, heads, data, n_prompt=3):
        self.encoder, self.heads, self.n_prompt = encoder, heads, n_prompt
        self.tokens, self.lap, self.jump = data

    def setup(self):
        self.encoder.requires_grad_(False)
        self.prompt = SegmentPrompt(self.n_prompt, self.encoder.gru.input_size)
        self.opt = torch.optim.Adam([
            {"params": self.prompt.parameters(), "lr": 3e-2},
            {"params": self.heads.parameters(), "lr": 5e-3},
        ])

    def step(self, idx):
        self.opt.zero_grad()
        feats = self.encoder(self.tokens[idx], self.prompt)
        losses = task_losses(self.heads(feats), self.lap[idx], self.jump[idx])
        for name, loss in losses.items():
            (TASK_WEIGHTS[name] * loss).backward()
        self.opt.step()
        return {k: v.item() for k, v in losses.items()}

    @torch.no_grad()
    def validate(self, tokens, lap, jump):
        out = self.heads(self.encoder(tokens, self.prompt))
        acc = ((out["jump"] > 0).float() == jump).float().mean().item()
        return torch.sqrt(((out["lap"] - lap) ** 2).mean()).item(), acc
