import torch


class ThresholdMixin:
    """Collects per-window reconstruction errors to calibrate an anomaly threshold."""

    quantile = 0.99

    def reset_errors(self):
        self.window_errors = []

    def after_step(self, outputs):
        self.window_errors.append(outputs["per_window"])

    def calibrate(self):
        errs = torch.cat(self.window_errors)
        self.threshold = torch.quantile(errs.detach(), self.quantile).item()
        return self.threshold


class PrintMixin:
    def log(self, msg):
        print(f"[{type(self).__name__}] {msg}")
