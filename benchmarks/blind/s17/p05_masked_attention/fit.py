import torch
import torch.nn.functional as F


def run_epochs(model, make_batches, cfg):
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    history = []
    for epoch in range(cfg["epochs"]):
        total, count = 0.0, 0
        for tokens, labels in make_batches(epoch):
            logits = model(tokens)
            ce = F.cross_entropy(logits, labels)
            opt.zero_grad()
            ce.backward()
            opt.step()
            total += ce.item()
            count += 1
        history.append(total / count)
        print(f"epoch {epoch}: ce {history[-1]:.4f}")
    return history
