import torch
import torch.nn.functional as F

from spirometry_gradnorm.gradnorm import GradNormBalancer
from spirometry_gradnorm.loops import PATTERNS, flow_volume_loops
from spirometry_gradnorm.network import SpiroNet


def evaluate(model, x, pattern, ratio):
    model.eval()
    with torch.no_grad():
        logits, pred_ratio = model(x)
    model.train()
    return (round((logits.argmax(1) == pattern).float().mean().item(), 3),
            round((pred_ratio - ratio).abs().mean().item(), 4))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(9)
    x, pattern, ratio = flow_volume_loops(6000, rng)
    test = flow_volume_loops(1500, rng)
    model = SpiroNet()
    optimizer = torch.optim.NAdam(model.parameters(), lr=2e-3)
    balancer = GradNormBalancer(2, model.shared_layer.weight)
    print("untrained (pattern accuracy, FEV1/FVC mae):", evaluate(model, *test))
    for epoch in range(12):
        order = torch.randperm(len(x))
        for start in range(0, len(order), 128):
            idx = order[start:start + 128]
            logits, pred_ratio = model(x[idx])
            losses = torch.stack([F.cross_entropy(logits, pattern[idx]),
                                  F.mse_loss(pred_ratio, ratio[idx]) * 20])
            optimizer.zero_grad()
            balancer.total(losses).backward(retain_graph=True)
            norms = balancer.balance(losses)
            optimizer.step()
        if epoch % 4 == 3:
            print(f"epoch {epoch}: task weights {[round(w, 3) for w in balancer.weights.tolist()]}"
                  f" grad norms {[round(n, 3) for n in norms.tolist()]}"
                  f" (accuracy, mae): {evaluate(model, *test)}")


if __name__ == "__main__":
    main()
