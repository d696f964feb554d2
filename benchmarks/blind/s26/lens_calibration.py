"""Camera calibration (intrinsics + radial distortion + poses) from checkerboard views, with L-BFGS."""
import torch
from torch import nn


def rodrigues(axis_angle):
    theta = axis_angle.norm(dim=-1, keepdim=True).clamp(min=1e-9)
    k = axis_angle / theta
    kx, ky, kz = k.unbind(-1)
    zero = torch.zeros_like(kx)
    skew = torch.stack([zero, -kz, ky, kz, zero, -kx, -ky, kx, zero], dim=-1).view(-1, 3, 3)
    eye = torch.eye(3).expand_as(skew)
    s, c = theta.sin().unsqueeze(-1), theta.cos().unsqueeze(-1)
    return eye + s * skew + (1 - c) * skew @ skew


class Camera(nn.Module):
    def __init__(self, views, focal_guess, centre_guess):
        super().__init__()
        self.register_buffer("focal_guess", torch.tensor(focal_guess))
        self.register_buffer("centre_guess", torch.tensor(centre_guess))
        self.log_focal = nn.Parameter(torch.zeros(2))
        self.centre_shift = nn.Parameter(torch.zeros(2))
        self.distortion = nn.Parameter(torch.zeros(2))
        self.rotation = nn.Parameter(torch.zeros(views, 3))
        self.translation = nn.Parameter(torch.tensor([0.0, 0.0, 0.5]).repeat(views, 1))

    def forward(self, board):
        camera = board @ rodrigues(self.rotation).transpose(1, 2) + self.translation[:, None]
        xy = camera[..., :2] / camera[..., 2:]
        r2 = xy.pow(2).sum(-1, keepdim=True)
        k1, k2 = self.distortion
        xy = xy * (1 + k1 * r2 + k2 * r2 ** 2)
        return xy * self.focal + self.centre

    @property
    def focal(self):
        return self.focal_guess * self.log_focal.exp()

    @property
    def centre(self):
        return self.centre_guess + self.focal_guess * self.centre_shift


def checkerboard(rows=7, cols=9, square=0.025):
    grid = torch.stack(torch.meshgrid(torch.arange(rows).float(), torch.arange(cols).float(),
                                      indexing="ij"), dim=-1).view(-1, 2) * square
    return torch.cat([grid - grid.mean(0), torch.zeros(grid.size(0), 1)], dim=1)


def simulate_views(board, views, generator):
    truth = Camera(views, 800.0, [320.0, 240.0])
    with torch.no_grad():
        truth.log_focal.copy_(torch.tensor([812.0 / 800.0, 806.0 / 800.0]).log())
        truth.centre_shift.copy_(torch.tensor([11.0 / 800.0, -4.0 / 800.0]))
        truth.distortion.copy_(torch.tensor([-0.28, 0.11]))
        truth.rotation.copy_(0.35 * torch.randn(views, 3, generator=generator))
        truth.translation.copy_(torch.cat([0.05 * torch.randn(views, 2, generator=generator),
                                           0.35 + 0.2 * torch.rand(views, 1, generator=generator)], 1))
        pixels = truth(board) + 0.3 * torch.randn(views, board.size(0), 2, generator=generator)
    return truth, pixels


def make_closure(camera, optimizer, board, pixels, robust_scale=None):
    def closure():
        optimizer.zero_grad()
        residual = (camera(board) - pixels).norm(dim=-1)
        if robust_scale is None:
            loss = residual.pow(2).mean()
        else:
            loss = (robust_scale ** 2 * torch.log1p((residual / robust_scale) ** 2)).mean()
        loss.backward()
        return loss
    return closure


@torch.no_grad()
def rms_pixels(camera, board, pixels, keep=None):
    squared = (camera(board) - pixels).pow(2).sum(-1)
    return (squared if keep is None else squared[keep]).mean().sqrt().item()


@torch.no_grad()
def summary(camera):
    (fx, fy), (cx, cy), (k1, k2) = camera.focal.tolist(), camera.centre.tolist(), camera.distortion.tolist()
    return f"focal {fx:.1f},{fy:.1f} centre {cx:.1f},{cy:.1f} k1 {k1:.3f} k2 {k2:.3f}"


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    board = checkerboard()
    truth, pixels = simulate_views(board, views=12, generator=generator)
    pixels[3, 5] += torch.tensor([40.0, -25.0])
    pixels[8, 17] += torch.tensor([-30.0, 35.0])
    inliers = torch.ones(pixels.shape[:2], dtype=torch.bool)
    inliers[3, 5] = inliers[8, 17] = False

    camera = Camera(views=12, focal_guess=700.0, centre_guess=[320.0, 240.0])
    with torch.no_grad():
        camera.rotation.copy_(truth.rotation + 0.1 * torch.randn(12, 3, generator=generator))
    print(f"reprojection rms before {rms_pixels(camera, board, pixels):.2f} px")
    stages = [("least squares", None, 40), ("cauchy", 2.0, 25)]
    for name, scale, iterations in stages:
        optimizer = torch.optim.LBFGS(camera.parameters(), lr=1.0, max_iter=20,
                                      history_size=20, line_search_fn="strong_wolfe")
        closure = make_closure(camera, optimizer, board, pixels, robust_scale=scale)
        for it in range(iterations):
            loss = optimizer.step(closure)
        print(f"{name}: loss {loss.item():.4f} inlier rms {rms_pixels(camera, board, pixels, inliers):.3f} px"
              f" | {summary(camera)}")
    print(f"truth: {summary(truth)}")


if __name__ == "__main__":
    main()
