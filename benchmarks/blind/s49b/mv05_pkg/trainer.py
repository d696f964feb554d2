import torch
import torch.nn.functional as F


def train_full_graph(model, feats, target, edge_index, edge_len, epochs, lr, n_val):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    log = []
    for epoch in range(epochs):
        model.train()
        opt.zero_grad()
        pred = model(feats[n_val:], edge_index, edge_len)
        loss = F.mse_loss(pred, target[n_val:])
        loss.backward()
        opt.step()
        if (epoch + 1) % 10 == 0:
            model.eval()
            with torch.no_grad():
                val = F.mse_loss(model(feats[:n_val], edge_index, edge_len), target[:n_val]).item()
            log.append((epoch + 1, loss.item(), val))
    return log
