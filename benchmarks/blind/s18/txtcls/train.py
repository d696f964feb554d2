import torch
import torch.nn.functional as F

from model import build_model

CFG = {
    "model": "tiny_encoder",
    "model_kwargs": {"vocab_size": 50, "num_classes": 2, "max_len": 16, "dropout": 0.1},
    "lr": 1e-3,
    "weight_decay": 0.01,
    "steps": 60,
    "batch_size": 16,
}


def make_batch(batch_size, max_len, vocab_size, g):
    lengths = torch.randint(4, max_len + 1, (batch_size,), generator=g)
    tokens = torch.randint(2, vocab_size, (batch_size, max_len), generator=g)
    positions = torch.arange(max_len)[None, :]
    tokens = tokens.masked_fill(positions >= lengths[:, None], 0)
    labels = (tokens == 7).any(dim=1).long()
    return tokens, labels


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(1)
    model = build_model(cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    mk = cfg["model_kwargs"]
    for step in range(cfg["steps"]):
        tokens, labels = make_batch(cfg["batch_size"], mk["max_len"], mk["vocab_size"], g)
        loss = F.cross_entropy(model(tokens), labels)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if (step + 1) % 20 == 0:
            print(f"step {step + 1}: loss={loss.item():.4f}")


if __name__ == "__main__":
    main()
