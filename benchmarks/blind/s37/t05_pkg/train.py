import torch
import torch.nn.functional as F

from .data import make_batch
from .evaluation import evaluate
from .metrics import box_iou
from .model import BoxRegressor


def main(epochs=3, steps=40):
    torch.manual_seed(0)
    model = BoxRegressor()
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(epochs):
        model.train()
        for _ in range(steps):
            imgs, boxes = make_batch(32)
            pred = model(imgs)
            loss = F.smooth_l1_loss(pred, boxes) + (1 - box_iou(pred, boxes)).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        stats = evaluate(model)
        print(f"epoch {epoch}: loss {loss.item():.3f} " +
              " ".join(f"{k}={v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
