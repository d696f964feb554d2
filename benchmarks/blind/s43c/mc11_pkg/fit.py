import torch
import torch.nn.functional as F


def fit(net, feats, labels, epochs=4, batch=16, lr=3e-3):
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    n = feats.size(0)
    for epoch in range(epochs):
        net.train()
        perm = torch.randperm(n)
        total = 0.0
        for i in range(0, n, batch):
            idx = perm[i:i + batch]
            logits, _ = net(feats[idx])
            loss = F.binary_cross_entropy_with_logits(logits, labels[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * idx.numel()
        print(f"epoch {epoch}  bce {total / n:.4f}")
    return net
