import torch
import torch.nn.functional as F


def fit(model, train_x, train_y, epochs=3, lr=2e-3, bs=64):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for ep in range(epochs):
        model.train()
        perm = torch.randperm(len(train_x))
        tot = 0.0
        for i in range(0, len(perm), bs):
            idx = perm[i:i + bs]
            logits = model(train_x[idx])
            ce = F.cross_entropy(logits, train_y[idx])
            ce.backward()
            opt.step()
            opt.zero_grad()
            tot += ce.item() * len(idx)
        print(f"epoch {ep + 1}: train loss {tot / len(perm):.4f}")
    return model
