import torch
import torch.nn.functional as F

from .cam import ActivationCatcher, heatmap
from .convnet import SmallCNN
from .data import blob_images


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y, cols = blob_images(800)
    model = SmallCNN()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    for epoch in range(4):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 64):
            idx = perm[i:i + 64]
            loss = F.cross_entropy(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch} loss {loss.item():.4f}")

    catcher = ActivationCatcher()
    logits = model(x[:32], keep=catcher)
    model.zero_grad()
    logits.gather(1, y[:32, None]).sum().backward()
    cam = heatmap(catcher)
    peak_col = cam.sum(dim=1).argmax(dim=1)
    hit = ((peak_col - cols[:32]).abs() <= 2).float().mean().item()
    print(f"heatmap peak within 2 columns of the blob: {hit:.3f}")


if __name__ == "__main__":
    main()
