import torch


def macro_f1(logits, targets, threshold=0.5):
    preds = torch.sigmoid(logits) > threshold
    t = targets.bool()
    tp = (preds & t).sum(0).float()
    denom = preds.sum(0).float() + t.sum(0).float()
    return (2 * tp / denom.clamp(min=1)).mean().item()


def fit(net, opt, objective, train, val, *, epochs, batch_size, gen):
    x, y = train
    for epoch in range(epochs):
        net.train()
        perm = torch.randperm(len(x), generator=gen)
        losses = []
        for i in range(0, len(x), batch_size):
            idx = perm[i:i + batch_size]
            objective_value = objective(net(x[idx]), y[idx])
            opt.zero_grad()
            objective_value.backward()
            opt.step()
            losses.append(objective_value.item())
        net.eval()
        with torch.no_grad():
            score = macro_f1(net(val[0]), val[1])
        print(f"epoch {epoch}: train loss {sum(losses) / len(losses):.4f}  val macro-F1 {score:.3f}")
