import torch
import torch.nn.functional as F

from . import solarwind
from .diagnostics import state_sensitivity
from .encoder import WindEncoder, freeze, pretrain
from .head import KpHead, Nowcaster
from .streaming import LiveNowcaster


def main(epochs=4, batch=32):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, kp = solarwind.stream(12000, seed=1)
    xw, yw = solarwind.windows(x[:10000], kp[:10000], length=96, stride=24)

    encoder = WindEncoder(solarwind.N_CHANNELS)
    pretrain(encoder, xw)
    frozen_copy = {k: v.clone() for k, v in encoder.state_dict().items()}
    model = Nowcaster(freeze(encoder), KpHead())
    trainable = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.Adam(trainable, lr=3e-3)
    print(f"trainable tensors {len(trainable)} of {len(list(model.parameters()))}")

    for epoch in range(epochs):
        model.head.train()
        perm = torch.randperm(xw.size(0))
        tot = 0.0
        for i in range(0, xw.size(0), batch):
            idx = perm[i:i + batch]
            pred, _, _ = model(xw[idx])
            loss = F.mse_loss(pred[:, 12:], yw[idx, 12:])      # skip the warm-up steps
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * idx.numel()
        print(f"epoch {epoch}  kp mse {tot / xw.size(0):.3f}  "
              f"sensitivity oldest->newest {state_sensitivity(model, xw[:64], yw[:64])}")

    drift = max((encoder.state_dict()[k] - v).abs().max().item() for k, v in frozen_copy.items())
    live = LiveNowcaster(model)
    preds = torch.tensor([live.update(s) for s in x[10000:]])
    mae = (preds - kp[10000:]).abs().mean().item()
    print(f"encoder drift while frozen {drift:.1e}; live MAE {mae:.3f} "
          f"(persistence-free baseline {(kp[10000:] - kp[:10000].mean()).abs().mean().item():.3f}); "
          f"storm alerts {live.storm_alerts()}")


if __name__ == "__main__":
    main()
