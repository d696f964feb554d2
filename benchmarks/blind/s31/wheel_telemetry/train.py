import torch

from wheel_telemetry.alarm import ThresholdTracker, detection_scores
from wheel_telemetry.forecaster import NominalWheel
from wheel_telemetry.telemetry import pass_telemetry, windows
from wheel_telemetry.timeline import Timeline


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(4)
    x, y, _ = windows(*pass_telemetry(2400, g))
    x_ev, y_ev, truth = windows(*pass_telemetry(900, g, friction_events=4))
    model = NominalWheel()
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.7)
    tracker = ThresholdTracker()
    log = []

    def refresh_threshold(step, residual, **_):
        tracker.update(residual)

    def report(step, loss, **_):
        log.append((step, loss))
        print(f"step {step:4d} mse {loss:.5f} threshold {tracker.level:.4f}")

    timeline = Timeline()
    timeline.every(10, refresh_threshold)
    timeline.every(25, report, priority=1)

    step = 0
    for epoch in range(3):
        order = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 64):
            idx = order[i:i + 64]
            residual = model(x[idx]) - y[idx]
            loss = residual.pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            timeline.advance(step, residual=residual, loss=loss.item())
        sched.step()
        with torch.no_grad():
            flags = tracker.flags(model(x_ev) - y_ev)
        precision, recall = detection_scores(flags, truth)
        print(f"epoch {epoch}: friction alarms precision {precision:.2f} recall {recall:.2f}")


if __name__ == "__main__":
    main()
