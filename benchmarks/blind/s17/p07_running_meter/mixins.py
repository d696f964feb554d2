import time


class ReportMixin:
    def report(self, epoch):
        parts = [f"{name} {meter.avg:.4f}" for name, meter in self.meters.items()]
        print(f"epoch {epoch}: " + ", ".join(parts) + f" ({time.time() - self._t0:.1f}s)")


class TimerMixin:
    def start_clock(self):
        self._t0 = time.time()
