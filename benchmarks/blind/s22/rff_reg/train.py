import torch
import torch.nn.functional as F

from .model import RFFRegressor
from .surface import sample_surface


def main(steps=400, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_val, y_val = sample_surface(500)
    model = RFFRegressor()
    opt = torch.optim.Adam(model.parameters(), lr=5e-2)
    for step in range(steps):
        xb, yb = sample_surface(batch)
        loss = F.mse_loss(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 100 == 0 or step == steps - 1:
            with torch.no_grad():
                val = F.mse_loss(model(x_val), y_val).item()
            print(f"step {step}: train {loss.item():.4f} val {val:.4f}")


if __name__ == "__main__":
    main()
