import torch


def gaussian_heatmaps(coords, size, sigma=1.5):
    """coords: (B, J, 2) in [0, size) -> heatmaps (B, J, size, size)."""
    ys = torch.arange(size, dtype=torch.float32).view(1, 1, size, 1)
    xs = torch.arange(size, dtype=torch.float32).view(1, 1, 1, size)
    cy, cx = coords[..., 0, None, None], coords[..., 1, None, None]
    return torch.exp(-((ys - cy) ** 2 + (xs - cx) ** 2) / (2 * sigma ** 2))


def train(model, criterion, optimizer, loader, epochs, device, log_every=10):
    history = []
    for epoch in range(epochs):
        model.train()
        epoch_stats = None
        for step, (img, coords, vis) in enumerate(loader):
            img, vis = img.to(device), vis.to(device)
            target_hm = gaussian_heatmaps(coords, img.size(-1) // 2).to(device)
            heatmaps, vis_logits = model(img)
            loss, stats = criterion(heatmaps, vis_logits, target_hm, vis)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            epoch_stats = stats if epoch_stats is None else epoch_stats + stats
            if step % log_every == 0:
                print(f"epoch {epoch} step {step}: total {loss.item():.5f} per-term {stats.tolist()}")
        history.append((epoch_stats / len(loader)).tolist())
    return history
