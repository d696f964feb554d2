"""Configuration: distilling a recurrent herd-movement model into a collar-sized student."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Reindeer herd centroid movement (3-hourly) from collar and weather data")
    p.add_argument('--seed', type=int, default=19)
    p.add_argument('--herds', type=int, default=6)
    p.add_argument('--steps', type=int, default=480, help="3-hour steps per herd")
    p.add_argument('--window', type=int, default=4, help="student input history")
    p.add_argument('--teacher-hidden', type=int, default=48)
    p.add_argument('--bptt', type=int, default=40)
    p.add_argument('--teacher-epochs', type=int, default=6)
    p.add_argument('--student', default='mlp', choices=['mlp', 'linear'])
    p.add_argument('--student-hidden', type=int, default=16)
    p.add_argument('--student-epochs', type=int, default=20)
    p.add_argument('--alpha', type=float, default=0.0, help="weight of the distillation term (0: no teacher)")
    p.add_argument('--ema', type=float, default=0.0, help="EMA decay of the student weights (0: off)")
    p.add_argument('--lr', type=float, default=3e-3)
    return p


def get_args(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    teacher = "T{}-bptt{}-te{}".format(args.teacher_hidden, args.bptt, args.teacher_epochs) if args.alpha > 0 else "noT"
    student = args.student + (str(args.student_hidden) if args.student == "mlp" else "")
    return "herd{}x{}--{}--S{}-w{}-e{}-lr{}--a{}{}--s{}".format(
        args.herds, args.steps, teacher, student, args.window, args.student_epochs, args.lr, args.alpha,
        "-ema{}".format(args.ema) if args.ema > 0 else "", args.seed)
