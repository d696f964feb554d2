"""run(args): optional teacher, then student with optional distillation and EMA."""
import torch
import torch.nn.functional as F

from . import config, distill, herd, nets

RESULTS = {}
TEACHERS = {}


def get_teacher(tracks_train, args):
    key = (args.teacher_hidden, args.bptt, args.teacher_epochs, args.seed)
    if key not in TEACHERS:
        teacher = nets.HerdGRU(args.teacher_hidden)
        opt = torch.optim.Adam(teacher.parameters(), lr=args.lr)
        seqs = [(nets.teacher_inputs(f, m)[None], m[None]) for f, m in tracks_train]
        distill.train_teacher(teacher, opt, seqs, args)
        teacher.requires_grad_(False)
        teacher.eval()
        TEACHERS[key] = teacher
    return TEACHERS[key]


def run(args, verbose=True):
    stamp = config.param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    all_tracks = herd.tracks(args)
    train_tracks, test_tracks = all_tracks[:-2], all_tracks[-2:]

    xs, ys, soft = [], [], []
    teacher = get_teacher(train_tracks, args) if args.alpha > 0 else None
    for f, m in train_tracks:
        x, y = herd.student_windows(f, m, args.window)
        xs.append(x)
        ys.append(y)
        if teacher is not None:
            with torch.no_grad():
                t_pred = distill.teacher_predictions(teacher, nets.teacher_inputs(f, m)[None])[0]
            soft.append(t_pred[args.window - 1:])
    x, y = torch.cat(xs), torch.cat(ys)
    soft = torch.cat(soft) if soft else None

    student = nets.build_student(args)
    opt = torch.optim.Adam(student.parameters(), lr=args.lr)
    ema = distill.WeightEMA(student, args.ema) if args.ema > 0 else None
    history = []
    for ep in range(args.student_epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), 64):
            b = perm[i:i + 64]
            pred = student(x[b])
            loss = F.mse_loss(pred, y[b])
            if soft is not None:
                loss = loss + args.alpha * F.mse_loss(pred, soft[b])
            opt.zero_grad()
            loss.backward()
            opt.step()
            if ema is not None:
                ema.update(student)
        history.append(loss.item())

    final = ema.shadow if ema is not None else student
    with torch.no_grad():
        errs = []
        for f, m in test_tracks:
            xt, yt = herd.student_windows(f, m, args.window)
            errs.append((final(xt) - yt).norm(dim=1).mean().item())
    RESULTS[stamp] = {"err_km": sum(errs) / len(errs), "loss_curve": history}
    if verbose:
        print("{:<72s} test error {:.3f} km/3h".format(stamp, RESULTS[stamp]["err_km"]))
    return RESULTS[stamp]


if __name__ == "__main__":
    torch.set_num_threads(1)
    run(config.get_args())
