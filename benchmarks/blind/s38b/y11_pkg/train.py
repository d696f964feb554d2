from types import SimpleNamespace

import torch

from .models import build_model
from .prompts import init_soft_prompt
from .trainer import PromptTuner


def enzyme_batch(n, vocab=21, length=24):
    tokens = torch.randint(1, vocab, (n, length))
    labels = (tokens[:, :6] == 5).any(1).long() + (tokens[:, -6:] == 7).any(1).long()
    return tokens, labels


def main():
    torch.manual_seed(0)
    cfg = SimpleNamespace(vocab=21, dim=32, layers=2, n_classes=3, n_prompt=4, optim="AdamW",
                          prompt_lr=3e-2, head_lr=1e-3, steps=20, init_from_vocab=False)
    encoder, head = build_model(cfg)
    encoder.eval()
    prompt = init_soft_prompt(encoder, cfg.n_prompt, "cpu", from_vocab=cfg.init_from_vocab)
    tuner = PromptTuner(encoder, head, prompt, cfg)
    for step in range(cfg.steps):
        loss = tuner.step(*enzyme_batch(32))
        if step % 5 == 0:
            print(f"step {step} loss {loss:.4f}")
    print("val acc", tuner.accuracy(*enzyme_batch(256)))


if __name__ == "__main__":
    main()
