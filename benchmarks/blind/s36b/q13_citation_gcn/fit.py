import torch
import torch.nn.functional as F


def train(model, feats, a_hat, labels, masks, epochs, lr, weight_decay):
    train_mask, val_mask, _ = masks
    optimizer = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
    best_val, best_state = 0.0, None
    for epoch in range(epochs):
        model.train()
        optimizer.zero_grad()
        out = model(feats, a_hat)
        loss = F.cross_entropy(out[train_mask], labels[train_mask])
        loss.backward()
        optimizer.step()
        val_acc = accuracy(model, feats, a_hat, labels, val_mask)
        if val_acc >= best_val:
            best_val = val_acc
            best_state = {k: v.clone() for k, v in model.state_dict().items()}
        if epoch % 25 == 0:
            print(f"epoch {epoch:3d} loss {loss.item():.4f} val acc {val_acc:.3f}")
    model.load_state_dict(best_state)
    return best_val


@torch.no_grad()
def accuracy(model, feats, a_hat, labels, mask):
    model.eval()
    pred = model(feats, a_hat).argmax(1)
    return (pred[mask] == labels[mask]).float().mean().item()
