import torch
import torch.nn.functional as F

from .detector import PickNet
from .hooks import ActivationStats, install_grad_clamp
from .quant import clamp_quant_weights_
from .traces import synth_traces

if __name__ == "__main__":
    torch.manual_seed(0)
    x, target, onset = synth_traces(128)
    xv, _, onset_v = synth_traces(64, seed=1)
    model = PickNet()
    install_grad_clamp(model, 0.5)
    stats = ActivationStats(model)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(4):
        for i in range(0, 128, 32):
            logits = model(x[i:i + 32])
            loss = F.binary_cross_entropy_with_logits(logits, target[i:i + 32], pos_weight=torch.tensor(10.0))
            opt.zero_grad()
            loss.backward()
            opt.step()
            clamp_quant_weights_(model)
        model.eval()
        with torch.no_grad():
            err = (model(xv).argmax(1) - onset_v).abs().float().median().item()
        model.train()
        print(f"epoch {epoch} loss {loss.item():.4f} median pick error {err:.1f} samples")
    print("activation peaks:", {k: round(v, 2) for k, v in stats.peaks.items()})
