"""python -m lc15_pkg.train"""
import torch
import torch.nn.functional as F

from .early_stop import EarlyStopper
from .evaluation import evaluate_ndcg
from .events import seen_matrix, simulate
from .model import FanEventMF
from .sampler import BprSampler


def main(max_epochs=15, l2=1e-4):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = simulate()
    seen = seen_matrix(data)
    mf = FanEventMF(data["n_fans"], data["n_events"], data["event_genre"], data["event_city"], data["fan_city"])
    opt = torch.optim.Adam(mf.parameters(), lr=5e-3)
    stopper = EarlyStopper(patience=3)
    sampler = BprSampler(data, seen)

    for epoch in range(max_epochs):
        total, n = 0.0, 0
        for fans, pos, neg in sampler:
            margin = mf.score(fans, pos) - mf.score(fans, neg)
            reg = l2 * (mf.fan_vectors(fans).pow(2).sum() + mf.event_vectors(torch.cat([pos, neg])).pow(2).sum()) / len(fans)
            bpr = -F.logsigmoid(margin).mean() + reg
            opt.zero_grad()
            bpr.backward()
            opt.step()
            total += bpr.item() * len(fans)
            n += len(fans)
        metrics = evaluate_ndcg(mf, data["held_fan"], data["held_event"], seen)
        print(f"epoch {epoch:2d}  bpr {total / n:.4f}  ndcg@10 {metrics['ndcg@10']:.4f}  hit@10 {metrics['hit@10']:.4f}")
        if stopper.update(epoch, metrics, mf):
            print("early stop")
            break
    stopper.restore(mf)
    print(f"restored epoch {stopper.best_epoch}: {evaluate_ndcg(mf, data['held_fan'], data['held_event'], seen)}")


if __name__ == "__main__":
    main()
