import torch

from .adapters import FeaturePrompt, attach_lora
from .objectives import confidence_penalty, pop_loss


class Finetuner:
    def __init__(self, model, data, gen, beta=0.1):
        self.model, self.gen, self.beta = model, gen, beta
        self.x, self.kind, self.db = data

    def setup(self):
        self.model.requires_grad_(False)
        lora = attach_lora(self.model, ["fc2"], rank=4)
        heads = list(self.model.kind_head.parameters()) + list(self.model.db_head.parameters())
        for p in heads:
            p.requires_grad_(True)
        self.prompt = FeaturePrompt(self.model.width)
        self.adapter_opt = torch.optim.Adam([{"params": lora, "lr": 1e-2},
                                             {"params": heads, "lr": 3e-3}])
        self.prompt_opt = torch.optim.Adam(self.prompt.parameters(), lr=5e-3)

    def step(self, bs=48):
        idx = torch.randint(0, self.x.shape[0], (bs,), generator=self.gen)
        logits, db = self.model(self.x[idx], self.prompt)
        task = pop_loss(logits, db, self.kind[idx], self.db[idx])
        self.adapter_opt.zero_grad()
        task.backward(retain_graph=True)
        self.adapter_opt.step()
        prompt_obj = task + self.beta * confidence_penalty(logits)
        self.prompt_opt.zero_grad()
        prompt_obj.backward()
        self.prompt_opt.step()
        return task.item()

    @torch.no_grad()
    def validate(self, x, kind, db):
        logits, pred_db = self.model(x, self.prompt)
        acc = (logits.argmax(1) == kind).float().mean().item()
        return acc, 100 * (pred_db - db).abs().mean().item()
