import torch
import torch.nn.functional as F


def fit(model, windows, epochs=30, batch_size=64, lr=2e-3):
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    model.train()
    for epoch in range(epochs):
        order = torch.randperm(windows.size(0))
        total = 0.0
        for start in range(0, order.numel(), batch_size):
            batch = windows[order[start:start + batch_size]]
            optimizer.zero_grad()
            loss = F.mse_loss(model(batch), batch)
            loss.backward()
            optimizer.step()
            total += loss.item() * batch.size(0)
        if epoch % 10 == 9:
            print(f"epoch {epoch + 1:2d}  recon mse {total / windows.size(0):.4f}")
