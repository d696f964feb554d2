import torch
import torch.nn.functional as F


def get_optimizer(name, params, **kw):
    return getattr(torch.optim, name)(params, **kw)


class PromptTuner:
    def __init__(self, encoder, head, prompt, cfg):
        self.encoder, self.head, self.prompt = encoder, head, prompt
        self.cfg = cfg
        self.encoder.requires_grad_(False)
        self.opt_prompt = get_optimizer(cfg.optim, [self.prompt], lr=cfg.prompt_lr)
        self.opt_head = get_optimizer(cfg.optim, self.head.parameters(), lr=cfg.head_lr)

    def step(self, tokens, labels):
        self.opt_prompt.zero_grad()
        self.opt_head.zero_grad()
        logits = self.head(self.encoder(tokens, prefix=self.prompt))
        loss = F.cross_entropy(logits, labels)
        loss.backward()
        torch.nn.utils.clip_grad_norm_([self.prompt], 1.0)
        self.opt_prompt.step()
        self.opt_head.step()
        return loss.item()

    @torch.no_grad()
    def accuracy(self, tokens, labels):
        self.head.eval()
        pred = self.head(self.encoder(tokens, prefix=self.prompt)).argmax(-1)
        self.head.train()
        return (pred == labels).float().mean().item()
