import torch

from coroutines import FLUSH, learner
from model import GradeYieldNet, value_loss
from scanner import GRADES, log_scans, micro_batches


@torch.no_grad()
def evaluate(model, profile, extras, share):
    model.eval()
    logits = model(profile, extras)
    grade_mae = (torch.softmax(logits, dim=1) - share).abs().mean(dim=0)
    model.train()
    return value_loss(logits, share).item(), dict(zip(GRADES, grade_mae.tolist()))


def main(epochs=4, micro_batch=16, accumulate=4):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_scans, test_scans = log_scans(3000), log_scans(600)
    model = GradeYieldNet()
    optimizer = torch.optim.Adagrad(model.parameters(), lr=0.05)
    coro = learner(model, optimizer, accumulate=accumulate)
    for epoch in range(epochs):
        losses = [coro.send(batch) for batch in micro_batches(*train_scans, micro_batch)]
        coro.send(FLUSH)
        loss, mae = evaluate(model, *test_scans)
        print(f"epoch {epoch}: train {sum(losses) / len(losses):.4f} test {loss:.4f} "
              f"share mae {{{', '.join(f'{k}: {v:.3f}' for k, v in mae.items())}}}")
    coro.close()


if __name__ == "__main__":
    main()
