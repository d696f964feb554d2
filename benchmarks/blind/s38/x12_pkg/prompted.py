import torch
import torch.nn as nn

from backbone import TinyEncoder
from registry import register


@register("multitask-prompt")
class MultiTaskPromptModel(nn.Module):
    def __init__(self, tasks, n_prompt=6, vocab=64, dim=48):
        super().__init__()
        self.backbone = TinyEncoder(vocab=vocab, dim=dim).freeze()
        self.tasks = list(tasks)
        self.prompts = [nn.Parameter(torch.randn(n_prompt, dim) * 0.02) for _ in self.tasks]
        self.heads = nn.ModuleDict({t: nn.Linear(dim, n) for t, n in tasks.items()})

    def forward(self, ids, task):
        x = self.backbone.embed(ids)
        prompt = self.prompts[self.tasks.index(task)].unsqueeze(0).expand(x.shape[0], -1, -1)
        h = self.backbone.encode(torch.cat([prompt, x], dim=1))
        return self.heads[task](h[:, : prompt.shape[1]].mean(dim=1))
