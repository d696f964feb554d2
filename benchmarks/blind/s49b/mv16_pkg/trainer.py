import torch
import torch.nn.functional as F


def fit(model, opt, frame_x, motor_feats, adj, train, n_motors, epochs, generator, eval_fn=None):
    frames, motors = train
    for epoch in range(epochs):
        model.train()
        opt.zero_grad()
        zf, zm = model(frame_x, motor_feats, adj)
        neg = torch.randint(0, n_motors, motors.shape, generator=generator)
        pos_s = (zf[frames] * zm[motors]).sum(-1)
        neg_s = (zf[frames] * zm[neg]).sum(-1)
        loss = -F.logsigmoid(pos_s - neg_s).mean()
        loss.backward()
        opt.step()
        if eval_fn is not None and (epoch + 1) % 25 == 0:
            print(f"epoch {epoch + 1:03d}  bpr {loss.item():.4f}  recall@5 {eval_fn():.4f}")


@torch.no_grad()
def recall_at_5(model, frame_x, motor_feats, adj, train, test):
    model.eval()
    zf, zm = model(frame_x, motor_feats, adj)
    scores = zf @ zm.T
    scores[train[0], train[1]] = float("-inf")
    top = scores.topk(5, dim=1).indices
    model.train()
    return (top[test[0]] == test[1].unsqueeze(1)).any(1).float().mean().item()
